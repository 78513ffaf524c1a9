import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, guestCookie } from '#server/http/cookies.ts';
import {
  checkNginxConfig,
  httpsRequest,
  type NginxFiles,
  nginxInstalled,
  prepareNginx,
  renderSiteConfig,
  startNginx,
} from './lib/nginx.ts';
import { freePort } from './lib/start-server.ts';

/**
 * The shipped reverse-proxy configuration (deploy/nginx/, ADR 0033) as Debian's nginx reads it, and the
 * rules of its micro-cache as written. The journey e2e/nginx-proxy.e2e.ts runs requests through it.
 */
const values = {
  serverName: 'selkirkstays.example',
  upstream: '127.0.0.1:3000',
  clientDir: '/srv/selkirk-stays/build/client',
  certificate: '/etc/letsencrypt/live/selkirkstays.example/fullchain.pem',
  certificateKey: '/etc/letsencrypt/live/selkirkstays.example/privkey.pem',
  cacheDir: '/var/cache/nginx/selkirk-stays',
  httpListen: '80',
  httpsListen: '443',
};

describe('the nginx site configuration', () => {
  let files: NginxFiles;
  beforeAll(async () => {
    if (!nginxInstalled()) throw new Error('nginx is missing: run `bash scripts/ensure-debian-packages.sh`');
    files = await prepareNginx({ upstream: '127.0.0.1:3000', clientDir: 'build/client' });
  });
  afterAll(async () => {
    if (files) await fs.rm(files.prefix, { recursive: true, force: true });
  });

  it('passes `nginx -t` with Debian nginx, rendered for a throwaway certificate and unprivileged ports', () => {
    const check = checkNginxConfig(files);
    expect(check.output).toContain('syntax is ok');
    expect(check.status).toBe(0);
  });

  it('fills every placeholder, and the redirect names the TLS port only when it is not 443', async () => {
    const config = await renderSiteConfig(values);
    expect(config).not.toMatch(/\{\{|\}\}/);
    expect(config).toContain('return 301 https://$host$request_uri;');
    expect(config).toContain('root /srv/selkirk-stays/build/client;');
    const onTestPorts = await fs.readFile(files.siteFile, 'utf8');
    expect(onTestPorts).toContain(`return 301 https://$host:${files.httpsPort}$request_uri;`);
    expect(onTestPorts).toContain(`listen 127.0.0.1:${files.httpsPort} ssl http2;`);
  });

  it('refuses a value that would end or add a directive', async () => {
    await expect(renderSiteConfig({ ...values, serverName: 'a.example; include /etc/x' })).rejects.toThrow(
      'SERVER_NAME is not a plain nginx value',
    );
    await expect(renderSiteConfig({ ...values, clientDir: '/srv/my site' })).rejects.toThrow('CLIENT_DIR');
  });

  it('keeps a page one second at most: the key holds the second it was filled in, valid 1 s', async () => {
    const config = await renderSiteConfig(values);
    expect(config).toContain('proxy_cache_valid 200 1s;');
    // $time_local changes every second (it is nginx's cached clock, to the second)
    expect(config).toContain('proxy_cache_key "$time_local $selkirk_stays_encoding $request_uri";');
    // nothing else may make nginx keep an answer longer
    expect(config.match(/proxy_cache_valid/g)).toHaveLength(1);
    expect(config).not.toContain('proxy_cache_use_stale');
  });

  it("bypasses and never stores an answer for the app's session cookies and private pages", async () => {
    const config = await renderSiteConfig(values);
    const sessionMap = /map \$http_cookie \$selkirk_stays_session \{[^}]*\}/.exec(config)?.[0] ?? '';
    expect(sessionMap).toContain(adminCookie);
    expect(sessionMap).toContain(guestCookie);
    expect(config).toContain('"~^/(admin|login|logout|welcome|review)(/|$)" 1;');
    expect(config).toContain('proxy_cache_bypass $selkirk_stays_session $selkirk_stays_private_page;');
    expect(config).toContain(
      'proxy_no_cache $selkirk_stays_session $selkirk_stays_private_page $selkirk_stays_not_shared $selkirk_stays_kept_private;',
    );
  });

  it('masks stay-link tokens, review tokens and calendar keys in its access log (issue 39)', async () => {
    // no app behind it: nginx answers 502, and logs the request all the same
    const nginx = await startNginx(
      await prepareNginx({ upstream: `127.0.0.1:${await freePort()}`, clientDir: 'build/client' }),
    );
    try {
      const ask = (target: string, headers: Record<string, string> = {}) =>
        httpsRequest(`${nginx.url}${target}`, { ca: nginx.certificatePem, headers });
      await ask('/welcome/3/s/stay-secret-1?lang=fr');
      await ask('//welcome/3/s/stay-secret-2');
      await ask('/review/review-secret-1');
      await ask('/fr/review/review-secret-2');
      await ask('/api/v1/reviews/by-token/review-secret-3');
      await ask('/properties/4/calendar.ics?key=key-secret-1');
      await ask('/properties/4/calendar.ics?x=1&key=key-secret-2&y=2');
      await ask('/assets/app.js', { referer: `${nginx.url}/review/review-secret-4` });
      const log = await fs.readFile(path.join(nginx.prefix, 'access.log'), 'utf8');
      expect(log).not.toMatch(/secret/);
      for (const masked of [
        '"GET /welcome/3/s/[redacted]?lang=fr HTTP/1.1"',
        '"GET //welcome/3/s/[redacted] HTTP/1.1"',
        '"GET /review/[redacted] HTTP/1.1"',
        '"GET /fr/review/[redacted] HTTP/1.1"',
        '"GET /api/v1/reviews/by-token/[redacted] HTTP/1.1"',
        '"GET /properties/4/calendar.ics?key=[redacted] HTTP/1.1"',
        '"GET /properties/4/calendar.ics?x=1&key=[redacted]&y=2 HTTP/1.1"',
        `"${nginx.url}/review/[redacted]"`,
      ])
        expect(log).toContain(masked);
    } finally {
      await nginx.stop();
    }
  });
});
