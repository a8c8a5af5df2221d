import { config } from '../../providers/config';
import { createDataProvider } from '../../providers/data-provider';
import { http } from '../../providers/http/client';
import { resources } from '../../resources';

/** The generic data provider: each resource's backend comes from its descriptor. */
const byName = new Map(resources.map((r) => [r.name, r]));
export const dataProvider = createDataProvider({
  http,
  apiUrl: config.apiBaseUrl,
  resolve: (name) => {
    const resource = byName.get(name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    return resource.backend;
  },
});
