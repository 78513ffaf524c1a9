import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './start-server.ts';

/** The site configuration template shipped for deployments behind nginx (ADR 0033). */
export const siteTemplatePath = path.resolve(import.meta.dirname, '../../deploy/nginx/selkirk-stays.conf');

/** What the template's {{…}} placeholders are filled with. */
export interface SiteValues {
  serverName: string;
  /** The app's address, `host:port` */
  upstream: string;
  /** The browser build, `build/client` of the deployed folder (absolute) */
  clientDir: string;
  certificate: string;
  certificateKey: string;
  cacheDir: string;
  /** `listen` of the plain-HTTP server (redirects only): `80`, `[::]:80`, `127.0.0.1:8080` */
  httpListen: string;
  /** `listen` of the TLS server */
  httpsListen: string;
  /** The access log's file (its addresses masked); the default is Debian's folder */
  accessLog?: string;
}

/** Where the site's access log goes unless told otherwise (Debian's nginx log folder). */
export const defaultAccessLog = '/var/log/nginx/selkirk-stays.access.log';

/** The site configuration for `values`: every placeholder filled, none left over. */
export async function renderSiteConfig(values: SiteValues): Promise<string> {
  const httpsPort = /(\d+)$/.exec(values.httpsListen)?.[1] ?? '443';
  const fill: Record<string, string> = {
    SERVER_NAME: values.serverName,
    UPSTREAM: values.upstream,
    CLIENT_DIR: values.clientDir,
    CERTIFICATE: values.certificate,
    CERTIFICATE_KEY: values.certificateKey,
    CACHE_DIR: values.cacheDir,
    HTTP_LISTEN: values.httpListen,
    HTTPS_LISTEN: values.httpsListen,
    ACCESS_LOG: values.accessLog ?? defaultAccessLog,
    // the redirect names the TLS port unless it is the default one
    HTTPS_PORT_SUFFIX: httpsPort === '443' ? '' : `:${httpsPort}`,
  };
  for (const [name, value] of Object.entries(fill)) {
    // a value is one nginx word: no spaces, quotes, braces or semicolons that could end the directive
    const plain = /^[\w.:/[\]@+-]+$/.test(value) || (name === 'HTTPS_PORT_SUFFIX' && value === '');
    if (!plain) throw new Error(`${name} is not a plain nginx value: ${value}`);
  }
  const template = await fs.readFile(siteTemplatePath, 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = fill[name];
    if (value === undefined) throw new Error(`the template names an unknown placeholder {{${name}}}`);
    return value;
  });
}

/** Debian's nginx (scripts/ensure-debian-packages.sh installs it for the tests); /usr/sbin may not be on the PATH. */
const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** Whether nginx is installed. */
export function nginxInstalled(): boolean {
  return !spawnSync(nginxBinary, ['-v']).error;
}

/** Debian's dynamic Brotli module for precompressed files (package libnginx-mod-http-brotli-static). */
const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * A whole nginx configuration around the site file, for a throwaway nginx run as an ordinary process:
 * everything it writes (pid, logs, temporary files) under `prefix`, one worker, in the foreground, the
 * Brotli module loaded as Debian's package loads it on a server. `extra` is added to http {} (the bench's
 * reference servers).
 */
function mainConfig(prefix: string, extra: string): string {
  // the master runs as root here (a container): its worker then needs a user that can read the build
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `${user}load_module ${brotliStaticModule};
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log off;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/site.conf;
${extra}}
`;
}

/** A throwaway self-signed certificate for 127.0.0.1 and localhost, made by openssl in `dir`. */
export async function selfSignedCertificate(dir: string) {
  const certificate = path.join(dir, 'certificate.pem');
  const certificateKey = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ...['-keyout', certificateKey, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { certificate, certificateKey, pem: await fs.readFile(certificate, 'utf8') };
}

export interface NginxFiles {
  prefix: string;
  /** nginx.conf (the whole configuration) under `prefix` */
  configFile: string;
  /** The site file rendered from the template */
  siteFile: string;
  httpPort: number;
  httpsPort: number;
  /** The self-signed certificate (PEM), to be trusted by the test's client */
  certificatePem: string;
}

export interface NginxSetup {
  /** The app's address, `host:port` */
  upstream: string;
  /** The browser build served at /assets/ */
  clientDir: string;
  /** The TLS port, when the app must know it before nginx runs (its PUBLIC_URL); else a free one */
  httpsPort?: number;
  /** Added to http {} after the site: `prefix` is the run's folder, `tls` the certificate directives */
  extra?: (prefix: string, tls: string) => string;
}

/**
 * Writes a runnable configuration under a fresh temporary prefix: the site rendered for `upstream` and
 * `clientDir` on free loopback ports, with a self-signed certificate.
 */
export async function prepareNginx({
  upstream,
  clientDir,
  httpsPort: chosenPort,
  extra = () => '',
}: NginxSetup): Promise<NginxFiles> {
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-nginx-'));
  const cert = await selfSignedCertificate(prefix);
  const httpPort = await freePort();
  const httpsPort = chosenPort ?? (await freePort());
  const siteFile = path.join(prefix, 'site.conf');
  await fs.writeFile(
    siteFile,
    await renderSiteConfig({
      serverName: '127.0.0.1',
      upstream,
      clientDir: path.resolve(clientDir),
      certificate: cert.certificate,
      certificateKey: cert.certificateKey,
      cacheDir: path.join(prefix, 'cache'),
      httpListen: `127.0.0.1:${httpPort}`,
      httpsListen: `127.0.0.1:${httpsPort}`,
      accessLog: path.join(prefix, 'access.log'),
    }),
  );
  const tls = `ssl_certificate ${cert.certificate}; ssl_certificate_key ${cert.certificateKey};`;
  const configFile = path.join(prefix, 'nginx.conf');
  await fs.writeFile(configFile, mainConfig(prefix, extra(prefix, tls)));
  return { prefix, configFile, siteFile, httpPort, httpsPort, certificatePem: cert.pem };
}

/** `nginx -t` on a prepared configuration: its exit status and what it printed. */
export function checkNginxConfig(files: NginxFiles): { status: number | null; output: string } {
  const run = spawnSync(nginxBinary, ['-t', '-p', files.prefix, '-c', files.configFile], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

export interface RunningNginx extends NginxFiles {
  /** `https://127.0.0.1:<port>` */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts nginx (in the foreground, as a child) on a prepared configuration and waits until it answers. */
export async function startNginx(files: NginxFiles): Promise<RunningNginx> {
  const child: ChildProcess = spawn(nginxBinary, ['-p', files.prefix, '-c', files.configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const url = `https://127.0.0.1:${files.httpsPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: the master lets its worker finish what it is sending, then exits
      process.kill(child.pid!, 'SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await fs.rm(files.prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await fs.rm(files.prefix, { recursive: true, force: true });
      throw new Error(`nginx exited with code ${child.exitCode}: ${stderr}`);
    }
    try {
      await httpsRequest(`${url}/healthz`, { ca: files.certificatePem });
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer within 20 s: ${(error as Error).message} ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { ...files, url, pid: child.pid!, stop };
}

export interface ProxiedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One HTTPS request trusting only `ca` (the throwaway certificate), on a connection of its own; the body
 * as it came over the wire (no decompression), so tests compare the bytes nginx sent.
 */
export function httpsRequest(
  url: string,
  {
    ca,
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: {
    ca: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** The client's own address (any of 127.0.0.0/8 on Linux), to tell it from nginx's */
    localAddress?: string;
  },
): Promise<ProxiedAnswer> {
  return new Promise((resolve, reject) => {
    const options = { ca, method, headers, agent: false, ...(localAddress ? { localAddress } : {}) };
    const request = https.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
