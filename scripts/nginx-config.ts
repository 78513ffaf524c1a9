import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultAccessLog, renderSiteConfig } from './lib/nginx.ts';

/**
 * `npm run nginx:config -- --server-name selkirkstays.example` prints the nginx site configuration
 * (deploy/nginx/selkirk-stays.conf with its placeholders filled) for a server: save it as
 * /etc/nginx/sites-available/selkirk-stays (docs/operations.md, "Behind nginx"; docs/decisions/0033-nginx-micro-cache.md).
 */
const usage = `Usage: npm run nginx:config -- --server-name <name> [options] > selkirk-stays.conf

  --server-name <name>      the site's host name (add other names to server_name by hand)
  --upstream <host:port>    the app (default 127.0.0.1:3000: HOST=127.0.0.1, PORT=3000)
  --build-dir <dir>         the deployed build folder; its client/ is served at /assets/ (default ./build)
  --certificate <file>      default /etc/letsencrypt/live/<name>/fullchain.pem
  --certificate-key <file>  default /etc/letsencrypt/live/<name>/privkey.pem
  --cache-dir <dir>         the micro-cache's folder (default /var/cache/nginx/selkirk-stays)
  --http-listen <listen>    the plain-HTTP server, which only redirects (default 80)
  --https-listen <listen>   the TLS server (default 443)
  --access-log <file>       the access log, secrets in addresses masked (default ${defaultAccessLog})`;

const { values } = parseArgs({
  options: {
    'server-name': { type: 'string' },
    upstream: { type: 'string', default: '127.0.0.1:3000' },
    'build-dir': { type: 'string', default: 'build' },
    certificate: { type: 'string' },
    'certificate-key': { type: 'string' },
    'cache-dir': { type: 'string', default: '/var/cache/nginx/selkirk-stays' },
    'http-listen': { type: 'string', default: '80' },
    'https-listen': { type: 'string', default: '443' },
    'access-log': { type: 'string', default: defaultAccessLog },
    help: { type: 'boolean', default: false },
  },
});

const serverName = values['server-name'];
if (values.help || !serverName) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const letsEncrypt = `/etc/letsencrypt/live/${serverName}`;
try {
  process.stdout.write(
    await renderSiteConfig({
      serverName,
      upstream: values.upstream,
      clientDir: path.resolve(values['build-dir'], 'client'),
      certificate: values.certificate ?? `${letsEncrypt}/fullchain.pem`,
      certificateKey: values['certificate-key'] ?? `${letsEncrypt}/privkey.pem`,
      cacheDir: values['cache-dir'],
      httpListen: values['http-listen'],
      httpsListen: values['https-listen'],
      accessLog: values['access-log'],
    }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
