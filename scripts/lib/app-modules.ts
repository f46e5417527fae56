// The Worker's own functions the scale seed uses (so the seeded rows are what the app would write): the request kinds'
// consent versions, the search terms of a request, a doctor's slots, the refund rules. The Worker's sources import
// without file extensions (Vite resolves them); Node's type stripping does not, so under plain Node a resolve hook
// retries a relative import with `.ts` before they are loaded. Under vitest, Vite resolves them and the hook is never
// asked.
import { registerHooks } from 'node:module';

let hooked = false;

function hookExtensionlessImports(): void {
  if (hooked) return;
  hooked = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        const relative = specifier.startsWith('./') || specifier.startsWith('../');
        if (!relative || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
        return nextResolve(`${specifier}.ts`, context);
      }
    },
  });
}

export async function appModules() {
  hookExtensionlessImports();
  const [kinds, terms, slots, refund] = await Promise.all([
    import('../../shared/requests/kinds.ts'),
    import('../../src/requests/search-terms.ts'),
    import('../../src/appointments/slots.ts'),
    import('../../src/appointments/refund.ts'),
  ]);
  return {
    consentVersion: (kind: keyof typeof kinds.REQUEST_KINDS) => kinds.REQUEST_KINDS[kind].consentVersion as string,
    searchTermsOf: terms.searchTermsOf,
    deriveSlots: slots.deriveSlots,
    consultationRefund: refund.consultationRefund,
  };
}
