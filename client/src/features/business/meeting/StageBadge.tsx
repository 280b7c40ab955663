/** A meeting's stage as a labelled badge (labels from the declaration: 立项 … 结项 in each language). */
import { Badge } from '@chakra-ui/react/badge';
import { MeetingInfo } from '../../../meta/entities.json';
import { entityMeta, useMetaText } from '../../../entity/index.ts';
import { COUNTING, FIRST_STAGE, isNoticeStage, LAST_STAGE, VOTING } from './stages.ts';

const meta = entityMeta(MeetingInfo);

/** Colour of a stage: notices blue, election steps purple, voting orange, counting teal, closed green. */
export function stageColor(stage: number): string {
  if (stage === FIRST_STAGE) return 'gray';
  if (isNoticeStage(stage)) return 'blue';
  if (stage === VOTING) return 'orange';
  if (stage === COUNTING) return 'teal';
  if (stage === LAST_STAGE) return 'green';
  return 'purple';
}

/** The translated name of a stage. */
export function useStageName(): (stage: number) => string {
  const text = useMetaText();
  return (stage) => text.option(meta, 'status', stage);
}

export function StageBadge({ stage }: { stage: number }) {
  const name = useStageName();
  return (
    <Badge size="sm" colorPalette={stageColor(stage)} data-stage={stage}>
      {name(stage)}
    </Badge>
  );
}
