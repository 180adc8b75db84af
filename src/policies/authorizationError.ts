/** A refused action: 401 when nobody (or a suspended account) is signed in, 403 when this actor may not do it. */
export class AuthorizationError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'AuthorizationError';
  }
}
