/** Failures a service reports in domain terms; the server maps them onto its error envelope (404 `not_found`). */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** The request conflicts with the subject's current state (409 `conflict`), e.g. a story already reviewed. */
export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}
