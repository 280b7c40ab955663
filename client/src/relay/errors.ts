/** Errors raised by the network layer (GraphQL and REST), carrying what the catalogue of SPEC §8 needs. */
export class RequestError extends Error {
  /** HTTP status, when a response arrived */
  status?: number;
  /** envelope code (REST) or AppError code */
  code?: number | string;
  /** the envelope's data beside a refusal (e.g. the bad rows of an import) */
  data?: unknown;
  constructor(message: string, init: { status?: number; code?: number | string; data?: unknown } = {}) {
    super(message);
    this.name = 'RequestError';
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }
}
