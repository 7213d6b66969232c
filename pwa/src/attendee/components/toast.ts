import type { ToastShowProps } from "antd-mobile";

/** `Toast.show`, loaded on first use so that the login page does not download it with the page. */
export function showToast(props: ToastShowProps): void {
  void import("./on-demand").then(({ Toast }) => Toast.show(props));
}
