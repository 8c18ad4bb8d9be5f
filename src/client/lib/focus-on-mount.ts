/**
 * A ref that focuses its element once, when it appears: a status after an action or a form just
 * opened, where focus would otherwise stay on a button that is gone. Give the element a `key`
 * that changes with its text to focus it again.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
