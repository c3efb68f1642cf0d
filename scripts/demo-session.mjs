// The demo shopper's session for scripts that load member pages (bench, load).

const DEMO = { mobile: '85512345678', pass: 'demo1234' };

/** Signs the demo shopper in through the worker, as the browser does (Origin for the CSRF check); the session's cookies. */
export async function demoSession(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!cookies.some((cookie) => /^(__Host-)?jwt=/.test(cookie))) throw new Error(`sign-in failed: ${response.status}`);
  return cookies.join('; ');
}
