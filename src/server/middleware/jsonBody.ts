/**
 * A JSON request body, checked before the route sees it: size cap (413 `payload_too_large`, counted as the body
 * streams in, so a lying Content-Length cannot get past it), `Content-Type: application/json` (415
 * `unsupported_media_type`: a cross-site HTML form cannot send that type without a CORS preflight), well-formed JSON
 * and the route's zod schema (400 `invalid_request`, naming each field; a NUL or a lone surrogate anywhere is refused
 * the same way, server/errors.ts). The parsed value is `c.get('body')`.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { ApiError, errorResponse, invalidRequest, refuseUnstorableText } from "../errors.ts";

export interface JsonBodyOptions {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** How the body should look, for the 415 message, e.g. `{"term": "…"}`. */
  example: string;
}

/** Validates the body against `schema` and puts the result in the context as `body`. */
export function jsonBody<S extends z.ZodType>(
  schema: S,
  options: JsonBodyOptions,
): MiddlewareHandler<{ Variables: { body: z.output<S> } }> {
  const limit = bodyLimit({
    maxSize: options.maxBytes,
    onError: (c) =>
      errorResponse(
        c,
        413,
        "payload_too_large",
        `The request body must be at most ${options.maxBytes} bytes.`,
      ),
  });
  return (c, next) =>
    limit(c, async () => {
      if (
        !(c.req.header("content-type") ?? "")
          .toLowerCase()
          .startsWith("application/json")
      ) {
        throw new ApiError(
          415,
          "unsupported_media_type",
          `Send JSON: Content-Type: application/json with ${options.example}.`,
        );
      }
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        throw new ApiError(
          400,
          "invalid_request",
          "The request body is not valid JSON.",
        );
      }
      refuseUnstorableText(raw);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw invalidRequest(parsed.error);
      c.set("body", parsed.data);
      await next();
    });
}
