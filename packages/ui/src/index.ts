// @console/ui: the layout and component library. Its components arrive with issue #3; the package is
// private until then so nothing empty gets published.
export {};
