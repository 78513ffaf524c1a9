import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-errors.ts';
import { checkFormBody } from './form-body.ts';

const post = (contentType: string | undefined, body: string | Buffer | undefined) =>
  ({
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    body: typeof body === 'string' ? Buffer.from(body) : body,
  }) as unknown as FastifyRequest;

async function refusal(request: FastifyRequest): Promise<HttpError | undefined> {
  try {
    await checkFormBody(request);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('checkFormBody', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'password=secret&stay_duration=3'],
    ['application/x-www-form-urlencoded', ''],
    ['application/x-www-form-urlencoded; charset=UTF-8', 'a=%C3%A9'],
    [
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="password"\r\n\r\nsecret\r\n--XyZ--\r\n',
    ],
  ])('lets a form through: %s', async (type, body) => {
    expect(await refusal(post(type, body))).toBeUndefined();
  });

  it.each([
    ['application/json', '{"password":"x"}'],
    ['text/plain', 'password=x'],
    [undefined, ''],
    [undefined, undefined],
    ['application/octet-stream', Buffer.from([0, 1, 2])],
    ['', 'password=x'],
  ])('answers 415 to %j', async (type, body) => {
    const error = await refusal(post(type, body));
    expect(error?.status).toBe(415);
    expect(error?.message).toMatch(/form posts only/);
  });

  it.each([
    ['multipart/form-data', '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XyZ--\r\n'],
    ['multipart/form-data; boundary=XyZ', 'not multipart at all'],
    ['multipart/form-data; boundary=XyZ', ''],
  ])('answers 400 to a body that does not parse as %s', async (type, body) => {
    const error = await refusal(post(type, body));
    expect(error?.status).toBe(400);
    expect(error?.message).toMatch(/could not be read/);
  });
});
