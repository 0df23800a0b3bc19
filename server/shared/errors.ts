// Typed errors thrown by services; the HTTP layer maps them to API.md's error format.

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CSRF'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RULE_BROKEN'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | (string & {});

const statusByCode: Record<string, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RULE_BROKEN: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { status?: number; fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.status = options.status ?? statusByCode[code] ?? 400;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const notFound = (message = 'Risorsa non trovata') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Operazione non consentita') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Accesso richiesto') => new AppError('UNAUTHORIZED', message);

export type ErrorBody = {
  success: false;
  error: string;
  code: string;
  fields?: Record<string, string>;
};

export function errorBody(error: AppError): ErrorBody {
  return {
    success: false,
    error: error.message,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}
