import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allEndpoints } from '@shared/api';

/** The OpenAPI document of every endpoint, written from the shared registry the routes register from. */
export function openApiDocument(app: FastifyInstance) {
  const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
    z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
  const paths = Object.fromEntries(
    allEndpoints.map((action) => [
      `${app.config.basePath}api/${action.path}`,
      {
        post: {
          summary: action.summary,
          'x-access': action.access,
          security: action.access === 'public' ? [] : [{ session: [] }],
          requestBody: { content: { 'application/json': { schema: jsonSchema(action.body, 'input') } } },
          responses: {
            200: {
              description: 'Envelope {status, error, data}; `data` as below when status is true',
              content: { 'application/json': { schema: jsonSchema(action.response, 'output') } },
            },
            400: { description: 'Malformed or invalid body' },
            401: { description: 'No session' },
            403: {
              description:
                "Missing or invalid X-XSRF-TOKEN; another learner or school named; a learner or a driver's phone on a console action; a dispatcher on an admin-only one; a driver's phone on a learner's action; a learner or staff member on a driver action (x-access 'driver': a vehicle device's driver page session)",
            },
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.0.3',
    info: { title: '送迎バス予約 API', version: '1' },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'bus_sid' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
    },
    security: [{ xsrf: [] }],
    paths,
  };
}
