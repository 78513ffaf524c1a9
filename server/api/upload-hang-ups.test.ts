import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { streamsCutShortSoFar } from '../runtime-metrics.ts';
import {
  createTestApp,
  describeEachEngine,
  filesUnder,
  makeImage,
  multipart,
  propertyFields,
  storedState,
  type TestApp,
} from '../test/harness.ts';

/**
 * Issue 22, item 1, for what comes in: a visitor whose upload is cut off mid-body leaves no temporary file,
 * no row and no stored image behind, is counted as a stream cut short, and the server keeps answering.
 */
describeEachEngine('uploads cut off mid-body', (engine) => {
  let t: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = await t.loginAdmin();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('cleans up, counts the upload cut short and keeps serving', async () => {
    const before = await storedState(t);
    const cutShortBefore = streamsCutShortSoFar();
    const form = await multipart({
      ...propertyFields(),
      cover_image: { file: await makeImage(1600, 1200), name: 'cover.jpg', type: 'image/jpeg' },
    });
    const body = form.payload as Buffer;
    const head =
      `POST /api/v1/properties HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Content-Type: ${form.headers!['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const cuts = 5;
    for (let i = 0; i < cuts; i++) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      const closed = new Promise((resolve) => socket.on('close', resolve));
      // the text fields and part of the picture; once the server is writing the picture down, the line dies
      socket.write(head);
      socket.write(body.subarray(0, Math.floor(body.length * 0.6)));
      await vi.waitFor(async () => expect(await filesUnder(t.config.tmpDir)).not.toEqual([]));
      socket.destroy();
      await closed;
      await vi.waitFor(async () => expect(await filesUnder(t.config.tmpDir)).toEqual([]));
    }
    await vi.waitFor(() => expect(streamsCutShortSoFar() - cutShortBefore).toBe(cuts));
    expect(await storedState(t)).toEqual(before);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
