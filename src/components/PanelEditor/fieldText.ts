/** A panel's `SpecText` field in a form: literal text as typed; a product page's locale key shown in the reader's language. */
import type { SpecText } from '@common/contract/pageSpec';
import { type Messages, specText } from '@/components/PageView/specText';

export const textValue = (intl: Messages, text: SpecText | undefined): string => specText(intl, text);

/** What a typed text stores (an emptied optional text is removed, so the panel stays valid). */
export const typedText = (value: string): SpecText => ({ text: value });
