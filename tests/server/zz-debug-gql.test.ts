import { it, expect } from 'vitest';
import { startTestApp } from '../support/app.ts';
it('gql', async () => {
  const t = await startTestApp('embedded');
  const { token } = await t.login();
  const ctl = new AbortController();
  setTimeout(() => ctl.abort(), 10000);
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ query: '{ __typename }' }), signal: ctl.signal }).catch((e) => e);
  console.log('RES', res?.status, res instanceof Error ? res.message : await res.text());
  await t.close();
}, 60000);
