import type { Handler } from '../../../service-context';
import { saveFields } from '../save-fields';
import { newsContent } from './news-content';

export const saveNewsHandler: Handler<'content/saveNews'> = (ctx, params) => saveFields(ctx, newsContent, params);
