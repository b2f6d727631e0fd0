/**
 * How the business declarations are served, where they are served alike. Pure data: no React, no server
 * code.
 */

/**
 * A business record: the caller's tenant's rows within the caller's data scope (own, dept, dept and
 * below), listed page by page like Blade's controllers.
 */
export const businessRecordServing = { tenantScoped: true, dataScoped: true, listShape: 'page' } as const;

/**
 * A platform record (a data source, a tenant, a menu's permission scopes, an OAuth client): the same rows
 * for every tenant, readable only by the platform tenant, listed page by page.
 */
export const platformRecordServing = { tenantScoped: false, platformOnly: true, listShape: 'page' } as const;

/** The operations of a record whose lists also export to Excel (`POST {base}/export`, the 导出 button). */
const EXPORTED_OPERATIONS = ['list', 'page', 'detail', 'submit', 'remove', 'export'] as const;

/** A business record whose lists also export to Excel. */
export const exportedRecordServing = { ...businessRecordServing, operations: EXPORTED_OPERATIONS } as const;

/**
 * A record every member of the tenant sees whatever their data scope (the tenant's app users and their
 * certifications, the transfers between its depts), listed page by page and exported to Excel.
 */
export const exportedTenantRecordServing = {
  tenantScoped: true,
  listShape: 'page',
  operations: EXPORTED_OPERATIONS,
} as const;

/**
 * A tenant's catalogue that its administrators keep in a chosen order (checkpoints, check items,
 * templates): listed by `sort`, without tabs of related records on its detail page.
 */
export const orderedCatalogueServing = {
  tenantScoped: true,
  defaultSort: { field: 'sort', order: 'ASC' },
  relatedTabs: false,
} as const;
