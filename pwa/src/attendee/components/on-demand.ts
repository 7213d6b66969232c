// antd-mobile parts that the first pages (login) show only on demand: an error or empty page, the menu,
// an alert, a toast. Imported with import(), they load when first shown rather than with the page.
export { ActionSheet, Dialog, ErrorBlock, Toast } from "antd-mobile";
