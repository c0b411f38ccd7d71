// GET wc/store/v1/products/attributes and products/attributes/{id}/terms: the global attributes
// and their terms, which the shop page offers as filters (issue 15 item 4). Public, as WooCommerce's.
import type { FastifyInstance } from 'fastify';
import { storeAttributes, storeAttributeTerms } from '../domain/catalog/attributeView';
import { attributeListResponses, termListResponses } from './schemas/store';
import type { DomainError } from '../domain/domainError';
import { refused } from '../http/refusals';
import type { AttributeTermsRepository } from '../storage/attributeTerms';
import { textParamsSchema } from './schemas/paths';
import { STORE_ROOT } from './storeProducts';
import { noQueryArgumentsSchema } from './schemas/paths';
import type { NamedArguments } from '../../../contracts/schemaTypes';
import type { FromSchema } from 'json-schema-to-ts';

const ATTRIBUTES = `${STORE_ROOT}/products/attributes`;

const termsQuerySchema = {
  type: 'object',
  properties: {
    order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    orderby: {
      type: 'string',
      enum: ['id', 'name', 'slug', 'count', 'menu_order'],
      default: 'name',
    },
  },
} as const;

function attributeMissing(): DomainError {
  // Attribute does not exist.
  return refused({
    kind: 'notFound',
    code: 'woocommerce_rest_taxonomy_invalid',
    message: 'این ویژگی وجود ندارد.',
  });
}

export function registerStoreAttributeRoutes(
  app: FastifyInstance,
  attributes: AttributeTermsRepository,
): void {
  app.get(
    ATTRIBUTES,
    { schema: { querystring: noQueryArgumentsSchema, response: attributeListResponses } },
    async () => storeAttributes(attributes),
  );

  app.get<{
    Params: FromSchema<ReturnType<typeof textParamsSchema<'id'>>>;
    Querystring: NamedArguments<typeof termsQuerySchema>;
  }>(
    `${ATTRIBUTES}/:id/terms`,
    {
      schema: {
        params: textParamsSchema('id'),
        querystring: termsQuerySchema,
        response: termListResponses,
      },
    },
    async (request) => {
      if (!/^\d+$/.test(request.params.id)) throw attributeMissing();
      const terms = storeAttributeTerms(attributes, Number(request.params.id), {
        orderBy: request.query.orderby,
        order: request.query.order,
      });
      if (terms === null) throw attributeMissing();
      return terms;
    },
  );
}
