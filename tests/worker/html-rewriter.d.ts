// workerd's HTMLRewriter, as far as tests/worker/html.ts uses it.
declare class HTMLRewriter {
  on(
    selector: string,
    handlers: {
      element?(element: { attributes: Iterable<[string, string]> }): void;
      text?(chunk: { text: string }): void;
    },
  ): HTMLRewriter;
  transform(response: Response): Response;
}
