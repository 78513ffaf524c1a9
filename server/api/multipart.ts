import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { parseId } from '#common/id.ts';
import { badRequest, HttpError, httpErrorOf } from '../http/http-errors.ts';
import { noteCutShort } from '../http/stream-ends.ts';

export interface UploadedFile {
  field: string;
  path: string;
  size: number;
}

export interface MultipartBody {
  /** Text fields; a repeated name (or one ending in `[]`) collects every value. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
  filesOf(field: string): UploadedFile[];
  /** Removes the temporary files. */
  cleanup(): Promise<void>;
}

/**
 * Streams a multipart request: files go to temporary files under `tmpDir` (never held in memory), with the
 * configured size limit answered by 413; text fields are collected. The caller must call `cleanup()`.
 */
export async function readMultipart(
  request: FastifyRequest,
  tmpDir: string,
  maxFileBytes: number,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data');
  await fs.mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  const cleanup = async () => {
    await Promise.all(files.map((f) => fs.rm(f.path, { force: true })));
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      const name = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      if (part.type === 'file') {
        const file = {
          field: name,
          path: path.join(tmpDir, `upload-${randomBytes(12).toString('hex')}`),
          size: 0,
        };
        files.push(file);
        await pipeline(part.file, createWriteStream(file.path));
        file.size = part.file.bytesRead;
        if (file.size === 0 && !part.filename) {
          files.pop();
          await fs.rm(file.path, { force: true });
        }
        continue;
      }
      if (typeof part.value !== 'string') throw badRequest(`Field ${name} must be text`);
      const previous = fields[name];
      if (previous === undefined) fields[name] = part.fieldname.endsWith('[]') ? [part.value] : part.value;
      else fields[name] = [...(Array.isArray(previous) ? previous : [previous]), part.value];
    }
  } catch (error) {
    await cleanup();
    // the visitor went away mid-body (a phone that lost its signal): ordinary, and no one reads the answer
    if (!request.raw.complete && request.raw.destroyed) noteCutShort(request.log, 'upload');
    throw unreadableForm(error);
  }
  return { fields, files, filesOf: (field) => files.filter((f) => f.field === field), cleanup };
}

/**
 * The form parser (busboy) reports a malformed body (no boundary, a broken part header, a body that ends
 * early) as a plain Error: that is the client's fault, a 400. Errors that carry a status already (size and
 * count limits, ours) and system errors from the disk (they have a `syscall`) pass through unchanged.
 */
function unreadableForm(error: unknown): unknown {
  if (!(error instanceof Error) || httpErrorOf(error)) return error;
  if ('statusCode' in error || 'syscall' in error) return error;
  return badRequest('The form data could not be read. Please send it again.');
}

/** The values of a field as a list (absent: empty; comma-separated text is split). */
export function listField(fields: MultipartBody['fields'], name: string): string[] {
  const value = fields[name];
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A list of positive integer ids from a field; anything else is a 400 naming the field. */
export function idListField(fields: MultipartBody['fields'], name: string): number[] {
  return listField(fields, name).map((v) => {
    const id = parseId(v);
    if (id === null) {
      throw badRequest(`${name} must be a list of image ids`, { [name]: 'Must be a list of image ids' });
    }
    return id;
  });
}
