/** TypeBox for the web page (`typebox/value`), bundled once beside the page: the library served under /lib/ imports it (scripts/web-page-build.ts). */
export * from 'typebox/value';
