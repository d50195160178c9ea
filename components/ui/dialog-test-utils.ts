/**
 * jsdom has <dialog> but not its modal methods: tests that open a components/ui/Dialog call this
 * once (beforeAll), so showModal() and close() toggle `open` as a browser would.
 */
export function installDialogMethods() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
