import type { ResourceProps } from '@refinedev/core';
import type { AnyResource } from '../engine/descriptor';

/** Refine's resources array, generated from the descriptors. */
export function toRefineResources(list: AnyResource[]): ResourceProps[] {
  return list.map((r) => ({
    name: r.name,
    list: r.list ? r.route : undefined,
    show: r.show ? `${r.route}/:id` : undefined,
    edit: r.edit ? `${r.route}/:id/edit` : undefined,
    meta: { label: `${r.name}.titles.list`, parent: r.menu?.group },
  }));
}
