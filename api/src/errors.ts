import { HTTP_ERROR_MESSAGES } from '@arcline/shared';

/** Errors a handler throws on purpose; the error handler turns them into `{errors: [...]}` with their status. */
export class AppError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly extra: Record<string, unknown>;

  constructor(status: number, messages: string[], extra: Record<string, unknown> = {}) {
    super(messages.join(' '));
    this.name = new.target.name;
    this.status = status;
    this.messages = messages;
    this.extra = extra;
  }
}

export class ValidationError extends AppError {
  constructor(messages: string[] = [HTTP_ERROR_MESSAGES[400]], extra: Record<string, unknown> = {}) {
    super(400, messages, extra);
  }
}

export class AuthenticationError extends AppError {
  constructor(messages: string[] = [HTTP_ERROR_MESSAGES[401]]) {
    super(401, messages);
  }
}

export class AuthorizationError extends AppError {
  constructor(messages: string[] = [HTTP_ERROR_MESSAGES[403]]) {
    super(403, messages);
  }
}

export class NotFoundError extends AppError {
  constructor(messages: string[] = [HTTP_ERROR_MESSAGES[404]]) {
    super(404, messages);
  }
}

export class ConflictError extends AppError {
  constructor(messages: string[], extra: Record<string, unknown> = {}) {
    super(409, messages, extra);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(messages: string[]) {
    super(429, messages);
  }
}
