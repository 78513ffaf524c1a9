import type { FastifyReply } from 'fastify';

/**
 * Every response forbids framing (`frame-ancestors 'none'`, `X-Frame-Options: DENY`). A page that must be
 * shown in a frame of this site — the back office's live preview of a brochure page — says so with its
 * own `X-Frame-Options: SAMEORIGIN` header; this widens its CSP to match, to this origin only.
 */
export function allowSameOriginFramingIfAsked(reply: FastifyReply, frameOptions: string | null): void {
  if (frameOptions?.toUpperCase() !== 'SAMEORIGIN') return;
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  }
}
