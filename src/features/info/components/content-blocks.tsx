import type { Block } from '../content/types';
import { RichText } from './rich-text';

/** Paragraphs, lists, notes and question/answer runs of the info pages, in reading width. */
export function ContentBlocks({ blocks, questionLevel = 3 }: { blocks: readonly Block[]; questionLevel?: 3 | 4 }) {
  const Question = questionLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {blocks.map((block, i) => {
        if (typeof block === 'string') {
          return (
            <p key={i} className="mt-4 max-w-prose leading-relaxed text-ink">
              <RichText text={block} />
            </p>
          );
        }
        if ('list' in block) {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List
              key={i}
              className={`mt-4 flex max-w-prose flex-col gap-2 pl-6 leading-relaxed text-ink ${block.ordered ? 'list-decimal' : 'list-disc marker:text-brand-600'}`}
            >
              {block.list.map((item) => (
                <li key={item} className="pl-1">
                  <RichText text={item} />
                </li>
              ))}
            </List>
          );
        }
        if ('note' in block) {
          return (
            <p key={i} className="mt-4 max-w-prose rounded-control border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm leading-relaxed text-ink">
              <RichText text={block.note} />
            </p>
          );
        }
        return (
          <div key={i} className="flex flex-col">
            {block.qa.map((pair) => (
              <div key={pair.q} className="mt-6 first:mt-4">
                <Question className="text-lg font-semibold text-ink">{pair.q}</Question>
                <div className="[&>*:first-child]:mt-2">
                  <ContentBlocks blocks={pair.a} questionLevel={4} />
                </div>
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}
