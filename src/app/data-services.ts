import { config } from '../../providers/config';
import { createDataProvider } from '../../providers/data-provider';
import { early, http, type HttpClient } from '../../providers/http/client';
import { resources } from '../../resources';

/** The generic data provider: each resource's backend comes from its descriptor. */
const byName = new Map(resources.map((r) => [r.name, r]));
const over = (client: HttpClient) =>
  createDataProvider({
    http: client,
    apiUrl: config.apiBaseUrl,
    resolve: (name) => {
      const resource = byName.get(name);
      if (!resource) throw new Error(`unknown resource ${name}`);
      return resource.backend;
    },
  });

export const dataProvider = over(http);
/** The same provider whose reads are prefetches: the route's first calls (route-start.ts). */
export const earlyDataProvider = over(early(http));
