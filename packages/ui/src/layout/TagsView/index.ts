export { TagsView, type TagsViewProps } from './TagsView';
export {
  isContextMenuKey,
  menuActions,
  TAG_ACTIONS,
  type TagAction,
  wheelScrollDelta,
} from './tagsView.logic';
export { type TabsController, type TabsControllerOptions, useTabsController } from './useTabsController';
