// @vitest-environment happy-dom
/**
 * The shared Upload control: a progress bar per file while it is sent, the
 * URLs in the value as uploads finish, the limits (9 files, the size in MB,
 * images only for image fields) with translated messages, remove and
 * reorder with keyboard-usable buttons, and the XHR upload helper (headers,
 * progress, the legacy envelope).
 */
import { useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Upload, urlsOf } from '../../client/src/components/Upload.tsx';
import { setMessageHandler } from '../../client/src/lib/message.ts';
import { postForm } from '../../client/src/relay/upload.ts';
import { renderApp } from './render.tsx';
import { resetClientState, storeTokens } from './helpers.ts';

const messages: string[] = [];
beforeEach(() => {
  resetClientState('/my/info');
  storeTokens({ token: 'tok', tokenMs: 60_000, refreshMs: 600_000 });
  messages.length = 0;
  setMessageHandler((_type, text) => messages.push(text));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An uploader the test drives: each call waits for `finish(i, url)`. */
function controlledUploader() {
  const calls: { file: File; progress: (f: number) => void; resolve: (url: string) => void; reject: (e: Error) => void }[] = [];
  const upload = (file: File, progress: (f: number) => void) => new Promise<string>((resolve, reject) => calls.push({ file, progress, resolve, reject }));
  return { calls, upload };
}

function Harness({ multiple, upload, initial, imagesOnly }: { multiple?: boolean; upload: (f: File, p: (n: number) => void) => Promise<string>; initial?: string[] | string | null; imagesOnly?: boolean }) {
  const [value, setValue] = useState<unknown>(initial ?? (multiple ? [] : null));
  return (
    <>
      <Upload label="图片" value={value} onChange={setValue} multiple={multiple} upload={upload} imagesOnly={imagesOnly} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const choose = (files: File[]) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files } });
const value = () => JSON.parse(screen.getByTestId('value').textContent!);

describe('Upload', () => {
  it('shows a progress bar per file while sending, and puts each URL in the value when it is done', async () => {
    const u = controlledUploader();
    renderApp(<Harness multiple upload={u.upload} />);
    act(() => choose([file('a.png'), file('b.png')]));
    await waitFor(() => expect(u.calls).toHaveLength(2));
    act(() => u.calls[0]!.progress(0.4));
    const bar = screen.getByRole('progressbar', { name: 'a.png 上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('progressbar', { name: 'b.png 上传进度' }).getAttribute('aria-valuenow')).toBe('0');
    // Finishing together: both URLs are kept.
    await act(async () => {
      u.calls[1]!.resolve('/upload/app/base/20260101/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png');
      u.calls[0]!.resolve('/upload/app/base/20260101/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png');
    });
    await waitFor(() => expect(value()).toHaveLength(2));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['图片预览 1', '图片预览 2']);
    expect(screen.getByText('最多9个文件，每个不超过100MB，可拖拽排序')).toBeTruthy();
  });

  it('reorders and removes with buttons (keyboard usable)', async () => {
    const urls = ['/upload/a/1.png', '/upload/a/2.png', '/upload/a/3.png'];
    renderApp(<Harness multiple upload={controlledUploader().upload} initial={urls} />);
    const earlier = screen.getByRole('button', { name: '第 3 个前移' });
    earlier.focus();
    fireEvent.click(earlier);
    expect(value()).toEqual(['/upload/a/1.png', '/upload/a/3.png', '/upload/a/2.png']);
    fireEvent.click(screen.getByRole('button', { name: '第 1 个后移' }));
    expect(value()).toEqual(['/upload/a/3.png', '/upload/a/1.png', '/upload/a/2.png']);
    fireEvent.click(screen.getByRole('button', { name: '移除 2' }));
    expect(value()).toEqual(['/upload/a/3.png', '/upload/a/2.png']);
  });

  it('refuses more than 9 files, files over 100 MB and, for image fields, other files; a server refusal shows its message', async () => {
    const u = controlledUploader();
    renderApp(<Harness multiple upload={u.upload} imagesOnly />);
    act(() => choose(Array.from({ length: 10 }, (_, i) => file(`f${i}.png`))));
    expect(messages).toContain('最多只能上传9个文件');
    await waitFor(() => expect(u.calls).toHaveLength(9));
    messages.length = 0;
    const big = file('big.png');
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    act(() => u.calls.forEach((c) => c.reject(new Error('文件“x”的内容与其类型不符'))));
    await waitFor(() => expect(screen.getAllByText('文件“x”的内容与其类型不符').length).toBe(9));
    for (const b of screen.getAllByRole('button', { name: /关闭 .* 的错误/ })) fireEvent.click(b);
    act(() => choose([big, file('notes.txt')]));
    expect(messages).toEqual(expect.arrayContaining(['文件“x”的内容与其类型不符', '文件“big.png”超过100MB，无法上传', '“notes.txt”不是图片文件']));
    expect(u.calls).toHaveLength(9);
  });

  it('a single field replaces its file, and the drop zone takes dropped files', async () => {
    const u = controlledUploader();
    renderApp(<Harness upload={u.upload} initial="/upload/old.png" />);
    const zone = screen.getByRole('button', { name: /^上传图片 / });
    fireEvent.drop(zone, { dataTransfer: { files: [file('new.png')], types: ['Files'] } });
    await waitFor(() => expect(u.calls).toHaveLength(1));
    await act(async () => u.calls[0]!.resolve('/upload/new.png'));
    await waitFor(() => expect(value()).toBe('/upload/new.png'));
  });

  it('reads one URL, a JSON list or a list', () => {
    expect(urlsOf('/a.png')).toEqual(['/a.png']);
    expect(urlsOf('["/a.png","/b.png"]')).toEqual(['/a.png', '/b.png']);
    expect(urlsOf(['/a.png', null, ''])).toEqual(['/a.png']);
    expect(urlsOf(null)).toEqual([]);
  });
});

describe('postForm (XHR upload)', () => {
  it('sends the headers and the form, reports progress and answers the envelope data', async () => {
    const sent: { headers: Record<string, string>; body: unknown; url: string }[] = [];
    const progress: number[] = [];
    class FakeXHR {
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      status = 0;
      responseText = '';
      timeout = 0;
      headers: Record<string, string> = {};
      url = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(_m: string, url: string) {
        this.url = url;
      }
      setRequestHeader(k: string, v: string) {
        this.headers[k] = v;
      }
      abort() {}
      send(body: unknown) {
        sent.push({ headers: this.headers, body, url: this.url });
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
          this.status = 200;
          this.responseText = JSON.stringify({ code: 1000, message: 'success', data: '/upload/app/base/x.png' });
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXHR);
    const form = new FormData();
    form.append('file', new File(['x'], 'x.png'));
    await expect(postForm('base/comm/upload', form, { onProgress: (f) => progress.push(f) })).resolves.toBe('/upload/app/base/x.png');
    expect(sent[0]!.url).toBe('/admin/base/comm/upload');
    expect(sent[0]!.headers.Authorization).toBe('tok');
    expect(sent[0]!.headers['content-type']).toBeUndefined();
    expect(progress).toEqual([0.5, 1]);
  });

  it('a refusal rejects with the server message', async () => {
    class FakeXHR {
      upload = { onprogress: null };
      status = 200;
      responseText = JSON.stringify({ code: 1001, message: '一次最多上传9个文件' });
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXHR);
    await expect(postForm('base/comm/upload', new FormData())).rejects.toMatchObject({ message: '一次最多上传9个文件', code: 1001 });
  });
});

