/** A small OpenAI-compatible chat-completions server on loopback, for the AI coding helper's tests. */
import http from 'node:http';

/** An OpenAI-compatible chat-completions endpoint on loopback answering `reply(request body)`. */
export async function fakeAi(reply: (body: any) => { status?: number; content: string }) {
  const requests: { auth: string | undefined; body: any; path: string }[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const body = JSON.parse(data || '{}');
      requests.push({ auth: req.headers.authorization, body, path: req.url ?? '' });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      const r = reply(body);
      res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: r.content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  // host: for OUTBOUND_ALLOW_HOSTS (loopback is refused to outbound calls unless allowed).
  return { url: `http://127.0.0.1:${port}/v1`, host: `127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A draft of createCode's input as an AI endpoint might answer it (one field of each type). */
export const LIBRARY_DRAFT = {
  module: 'library',
  entity: 'book',
  label: '图书',
  labelTw: '圖書',
  labelEn: 'Book',
  fields: [
    { name: 'title', type: 'string', length: 100, label: '书名', labelTw: '書名', labelEn: 'Title', required: true, filter: 'like' },
    { name: 'isbn', type: 'string', length: 20, label: 'ISBN', labelTw: 'ISBN', labelEn: 'ISBN', required: false, filter: 'eq' },
    { name: 'pages', type: 'int', label: '页数', labelTw: '頁數', labelEn: 'Pages', required: false, filter: 'none' },
    { name: 'price', type: 'decimal', label: '价格', labelEn: 'Price', required: false },
    { name: 'summary', type: 'text', label: '简介', labelTw: '簡介', labelEn: 'Summary', filter: 'keyword' },
    { name: 'lent', type: 'boolean', label: '已借出', labelTw: '已借出', labelEn: 'Lent', required: true, filter: 'eq' },
    { name: 'publishedAt', type: 'datetime', label: '出版时间', labelTw: '出版時間', labelEn: 'Published at' },
    { name: 'tags', type: 'json', label: '标签', labelTw: '標籤', labelEn: 'Tags' },
  ],
};

