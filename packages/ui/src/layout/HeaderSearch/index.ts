export { HeaderSearch, type HeaderSearchProps } from './HeaderSearch';
export {
  commandsForViewer,
  type PaletteCommand,
  type PaletteTab,
  type PaletteViewer,
} from './palette.logic';
export {
  createScreenCommandRegistry,
  type ScreenCommandRegistry,
  ScreenCommandsContext,
  useScreenCommands,
} from './screenCommands';
