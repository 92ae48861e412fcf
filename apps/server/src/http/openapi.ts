import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' request and response schemas, at `${base}/docs`. */
export async function registerOpenApi(app: FastifyInstance, basePath: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'OpenFair API',
        version: '0.1.0',
        description:
          'Every call answers the envelope { code, msg, data }: code 1000 with the data shown below, or an ' +
          'error code with data null and msg in the request language (languageType).',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${basePath}/docs` });
}
