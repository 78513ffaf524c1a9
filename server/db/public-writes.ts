import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AliasNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';

/**
 * The tables anonymous pages read, stated once: a write to one of them changes what a visitor may see.
 * Inserts and deletes always count; an update counts when it sets one of the listed columns ('all': any).
 * Row-level conditions (a review's status, a translation's kind) are not visible in a query's shape, so
 * a staff edit of a draft review or of a staff-only translation also clears the caches: rare and harmless.
 */
export const publicTables: Readonly<Record<string, 'all' | readonly string[]>> = {
  properties: 'all',
  property_images: 'all',
  property_amenities: 'all',
  image_variants: 'all',
  calendar_blocks: 'all',
  pages: 'all',
  page_revisions: 'all',
  page_sections: 'all',
  site_settings: 'all',
  translations: 'all',
  stays: ['arrival', 'departure', 'property_id', 'revoked_at'],
  reviews: 'all',
  // a pending request's hold takes its nights on the public pages (issue 41)
  booking_requests: 'all',
  // prices: the "from" rate on cards and pages, and the quotes and terms derived from them
  property_rates: 'all',
  rate_seasons: 'all',
  length_discounts: 'all',
  tax_rates: 'all',
  cancellation_rules: 'all',
  // a feed's sync status is staff-only; removing a feed removes its blocks (counted through those)
  calendar_feeds: [],
};

/** The open unit of work `watchPublicWrites` watches; `changed` is set by the plugin. */
interface PublicWriteScope {
  changed: boolean;
}

const scopes = new AsyncLocalStorage<PublicWriteScope>();

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

/** Whether a query writes something anonymous pages read (see `publicTables`). */
export function isPublicWrite(node: RootOperationNode): boolean {
  if (InsertQueryNode.is(node))
    return tableName(node.into) ? publicTables[tableName(node.into) ?? ''] !== undefined : false;
  if (DeleteQueryNode.is(node))
    return node.from.froms.some((from) => publicTables[tableName(from) ?? ''] !== undefined);
  if (UpdateQueryNode.is(node)) {
    const columns = publicTables[tableName(node.table) ?? ''];
    if (columns === undefined) return false;
    if (columns === 'all') return true;
    return (node.updates ?? []).some((update) => {
      const column = ColumnNode.is(update.column) ? update.column.column.name : undefined;
      return column !== undefined && columns.includes(column);
    });
  }
  return false;
}

/**
 * The Kysely plugin on every database instance (connect.ts): marks the open scope changed when
 * a query writes a public table. It only observes; the query is passed on unchanged.
 */
export class PublicWriteTracker implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const scope = scopes.getStore();
    if (scope && !scope.changed && isPublicWrite(args.node)) scope.changed = true;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/**
 * Runs `work` in a fresh scope and says whether a query in it wrote a public table (the domain's
 * `inTransaction` moves the public content revision on when it did: server/domain/shared/public-content.ts).
 */
export async function watchPublicWrites<T>(work: () => Promise<T>): Promise<{ result: T; changed: boolean }> {
  const scope: PublicWriteScope = { changed: false };
  const result = await scopes.run(scope, work);
  return { result, changed: scope.changed };
}
