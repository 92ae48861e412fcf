import type { z } from 'zod';

/**
 * One server call: its method, path, request schema (the body of a POST, the query of a GET; the
 * common fields of spec 000 §7 come on top and are not part of it) and response schema (the `data` of
 * the envelope). The server registers routes from these and serializes responses by the schema; the
 * web client takes its parameter and result types from them (type-only, so no zod reaches the browser).
 */
export type Endpoint<
  Path extends string = string,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType | typeof FILE = z.ZodType | typeof FILE,
> = {
  readonly path: Path;
  readonly method: Method;
  readonly request: Request;
  readonly response: Response;
  /**
   * A file upload: the body is the file (multipart/form-data with one `file` part, or the bytes themselves
   * as application/octet-stream), and the request schema describes the query string with the common fields.
   */
  readonly upload?: true;
};

/** The response of a download (an .xlsx export): a file, not the JSON envelope. */
export const FILE = 'file' as const;

type Maker<Method extends 'GET' | 'POST'> = <
  Path extends string,
  Request extends z.ZodType,
  Response extends z.ZodType | typeof FILE,
>(
  path: Path,
  request: Request,
  response: Response,
) => Endpoint<Path, Method, Request, Response>;

/**
 * `endpoint.post(path, requestSchema, responseSchema | FILE)`, likewise `endpoint.get`;
 * `endpoint.upload(path, querySchema, responseSchema)` for a multipart file upload.
 */
export const endpoint: { post: Maker<'POST'>; get: Maker<'GET'>; upload: Maker<'POST'> } = {
  post: (path, request, response) => ({ path, method: 'POST', request, response }),
  get: (path, request, response) => ({ path, method: 'GET', request, response }),
  upload: (path, request, response) => ({ path, method: 'POST', request, response, upload: true }),
};

/** What the caller sends (before defaults), or undefined for a call without a request schema. */
export type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType
  ? z.input<E['request']>
  : undefined;
/** What the handler receives after validation (defaults applied). */
export type ParsedRequestOf<E extends Endpoint> = E['request'] extends z.ZodType
  ? z.output<E['request']>
  : undefined;
/** The envelope's `data` (a Blob on the client for a file). */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : Blob;
