// What the mosaic editor feature offers the other features: they import from here, never from its files.
export { DistanceView } from './client/DistanceView';
export { EditorStage } from './client/EditorStage';
export { StageWarmUp } from './client/StageWarmUp';
export { useHighlight } from './client/highlight';
export { editorPipeline, WORKER_FAILED } from './client/pipeline';
export { type AutoAdjustReport } from './client/look';
export { useBlendingPreviews, type BlendingPreviews } from './client/previews';
export {
  DEFAULT_SLIDERS,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  ZOOM_STEP,
  useEditor,
  type SliderName,
  type Tool,
} from './client/store';
export { copyActions, createDoc, toColorMap, type EditAction, type MosaicDoc } from './common/model';
export {
  MESSAGES,
  type CropArea,
  type GridMessage,
  type Outcome,
  type PhotoInfo,
  type ReadPhoto,
} from './common/protocol';
