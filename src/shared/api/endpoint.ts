import type { z } from 'zod';

/**
 * Who may call an endpoint: anyone, the signed-in learner, any staff member, an admin only, or a
 * vehicle's phone signed in to the driver page.
 */
export type Access = 'public' | 'learner' | 'staff' | 'admin' | 'driver';

/**
 * One endpoint of the API, named once (issue 22): the server registers its action from it, the
 * client calls through it with the types inferred from its schemas, and the OpenAPI document is
 * written from it. Every endpoint is a JSON POST to `{BASE_PATH}api/<path>` answering the envelope.
 */
export interface Endpoint<
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** '<Controller>/<Action>' as SPEC.md §7 names it, e.g. 'Reservation/SaveReservation' */
  readonly path: string;
  readonly access: A;
  /** the request body */
  readonly body: B;
  /** the envelope's `data` when `status` is true */
  readonly response: R;
  /** one line for the OpenAPI document */
  readonly summary: string;
  /** bytes the request body may take when more than the server's default (a file upload) */
  readonly bodyLimit?: number;
}

/** Declares an endpoint, keeping its schemas' own types. */
export function endpoint<B extends z.ZodType, R extends z.ZodType, A extends Access>(
  spec: Endpoint<B, R, A>,
): Endpoint<B, R, A> {
  return spec;
}

/** What a client sends to an endpoint. */
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
/** What a client receives from an endpoint (the envelope's data). */
export type AnswerOf<E extends Endpoint> = z.output<E['response']>;
