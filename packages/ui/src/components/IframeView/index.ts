export { IFRAME_SANDBOX, IframeView, type IframeViewProps } from './IframeView';
