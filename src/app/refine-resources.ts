import type { ResourceProps } from '@refinedev/core';
import { showBaseOf, type AnyDescriptor } from '../engine/descriptor';

/** Refine's resources array, generated from the descriptors. */
export function toRefineResources(list: AnyDescriptor[]): ResourceProps[] {
  return list.map((r) => ({
    name: r.name,
    list: r.pages.includes('list') ? r.route : undefined,
    show: r.pages.includes('show') ? `${showBaseOf(r)}/:id` : undefined,
    edit: r.pages.includes('edit') ? `${r.route}/:id/edit` : undefined,
    meta: { label: `${r.name}.titles.list`, parent: r.menu?.group },
  }));
}
