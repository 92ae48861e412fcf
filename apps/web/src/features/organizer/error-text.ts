import { ApiError } from '../../api/request';

/** The server's message of a failed request, or the error's text. */
export const errorText = (error: unknown) => (error instanceof ApiError ? error.message : String(error));
