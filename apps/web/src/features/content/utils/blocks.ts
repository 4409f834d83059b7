import type { EditorBlock, EditorBlockTag, NewsFields, PromotionFields } from '@portal/contract/entities/content';

const empty = () => ({ en: '', es: '' });

/** The kinds an editor can add, in the order the menu offers them. */
export const blockKinds: readonly EditorBlockTag[] = ['h2', 'body', 'bullet', 'img', 'accordion', 'linkbutton', 'h1', 'h3', 'h4', 'h5'];

/** A new, empty block of a kind. */
export function newBlock(tag: EditorBlockTag): EditorBlock {
  switch (tag) {
    case 'accordion':
      return { tag, title: empty(), text: empty(), marginBottom: 12 };
    case 'linkbutton':
    case 'img':
      return { tag, text: empty(), url: '', marginBottom: 12 };
    case 'body':
    case 'bullet':
      return { tag, text: empty(), marginBottom: tag === 'bullet' ? 2 : 12 };
    default:
      return { tag, text: empty(), marginBottom: 8 };
  }
}

export function emptyNews(): NewsFields {
  return { category: 'updates', coverImage: '', announce: true, title: empty(), blocks: [newBlock('body')] };
}

export function emptyPromotion(): PromotionFields {
  return {
    type: 'campaign',
    title: empty(),
    description: empty(),
    objective: empty(),
    blocks: [],
    images: [],
    rewardPoints: 0,
    rewardStartsAt: null,
    rewardEndsAt: null,
    plasmaName: '',
    plasmaAddress: '',
    announce: true,
    questions: [],
  };
}
