import { BadRequestException, type Type } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createValidationPipe } from '../common/http/validation.js';
import { PAGE_SIZES } from './dto/admin.dto.js';
import { DomainError } from '../common/errors/domain-error.js';
import { BOTH_CONVENTIONS, FILTER_INVALID, FILTER_TOO_MANY_IDS, MAX_FILTER_IDS, RANGE_INVALID, SORT_INVALID, unknownFilter } from './admin.errors.js';

/**
 * The list convention of ra-data-simple-rest (what the back office's data provider sends), served
 * beside page/pageSize/sortBy/sortOrder (docs/product.md §7):
 *   GET /api/admin/users?range=[0,24]&sort=["createdAt","DESC"]&filter={"q":"sam","tier":2}
 * answers the rows as a JSON array with `Content-Range: users 0-24/319`. `filter` takes the same
 * filters as those query parameters (q is the search), plus `id` (a list of ids: getMany).
 * The result is validated by the same DTO, so the same values are refused with the same sentences.
 */
export interface SimpleRestList<Q> {
  query: Q;
  /** filter.id: only these records (react-admin's getMany). */
  ids?: unknown[];
  /** First row's offset, for Content-Range. */
  start: number;
}

const PAGE_PARAMS = ['page', 'pageSize', 'sortBy', 'sortOrder', 'search'];

export function isSimpleRest(query: { range?: string; sort?: string; filter?: string }): boolean {
  return query.range !== undefined || query.sort !== undefined || query.filter !== undefined;
}

function parse(raw: string | undefined, message: string): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(message);
  }
}

/** Turns range/sort/filter into the page/pageSize query (then validated by its DTO); 400 with a sentence on anything else. */
export async function fromSimpleRest<Q extends object>(
  raw: Record<string, unknown> & { range?: string; sort?: string; filter?: string },
  dto: Type<Q>,
): Promise<SimpleRestList<Q>> {
  const { range: rawRange, sort: rawSort, filter: rawFilter, ...rest } = raw;
  if (Object.keys(rest).some((key) => rest[key] !== undefined)) throw new BadRequestException(BOTH_CONVENTIONS.message);
  const spec: Record<string, unknown> = {};

  let start = 0;
  const range = parse(rawRange, RANGE_INVALID.message);
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0)) throw new BadRequestException(RANGE_INVALID.message);
    const [first, last] = range as [number, number];
    const size = last - first + 1;
    if (!(PAGE_SIZES as readonly number[]).includes(size) || first % size !== 0) throw new BadRequestException(RANGE_INVALID.message);
    start = first;
    spec.page = String(first / size + 1);
    spec.pageSize = String(size);
  }

  const sort = parse(rawSort, SORT_INVALID.message);
  if (sort !== undefined) {
    if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase()))
      throw new BadRequestException(SORT_INVALID.message);
    // react-admin's default sort field is "id": the lists' default order, newest first.
    spec.sortBy = sort[0] === 'id' ? 'createdAt' : sort[0];
    spec.sortOrder = String(sort[1]).toLowerCase();
  }

  let ids: unknown[] | undefined;
  const filter = parse(rawFilter, FILTER_INVALID.message);
  if (filter !== undefined) {
    if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) throw new BadRequestException(FILTER_INVALID.message);
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'id') {
        ids = ([] as unknown[]).concat(value);
        if (ids.length > MAX_FILTER_IDS) throw new BadRequestException(FILTER_TOO_MANY_IDS.message);
        continue;
      }
      if (PAGE_PARAMS.includes(key)) throw new DomainError(unknownFilter(key));
      // Query parameters arrive as strings; so do the filter's values, to be converted by the DTO.
      spec[key === 'q' ? 'search' : key] = typeof value === 'object' ? value : String(value);
    }
  }

  // getMany asks for its ids without a range: all of them (at most 500) on one page.
  if (ids && range === undefined) spec.pageSize = String(MAX_FILTER_IDS);
  const query = (await createValidationPipe().transform(spec, { type: 'query', metatype: dto })) as Q;
  return { query, ids, start };
}

/** Sends the Content-Range header of a simple-rest list answer (exposed to cross-origin callers). */
export function setContentRange(reply: FastifyReply, resource: string, start: number, count: number, total: number): void {
  void reply.header('Content-Range', count > 0 ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`);
  void reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
