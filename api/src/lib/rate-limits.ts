// The tighter per-route rate limit of calls a guesser or a mailer abuser would repeat (sign-in
// steps, password and e-mail changes, mail-sending forms): SENSITIVE_RATE_LIMIT calls a minute.
import type { FastifyInstance } from 'fastify';

export const sensitiveRateLimit = (app: FastifyInstance, factor = 1) => ({ rateLimit: { max: app.config.sensitiveRateLimit * factor, timeWindow: 60_000 } });
