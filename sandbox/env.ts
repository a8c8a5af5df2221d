/** What the sandbox's middlewares put on a request: the store, the person and the session. */
export type SandboxEnv = { Variables: { mid: string; tdid: string; sid: string } };
