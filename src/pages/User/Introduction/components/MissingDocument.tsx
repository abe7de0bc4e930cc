/** An address under /user/introduction/ that names no document: say so and offer the first document. */
import { Button, Result } from 'antd';
import { Link, useIntl } from '@umijs/max';
import type { IntroductionDocument } from '../library';
import { documentPath } from '../routing';

interface Props {
  slug: string;
  /** The document to offer instead (the default one). */
  start: Pick<IntroductionDocument, 'slug' | 'title'> | undefined;
}

export default function MissingDocument({ slug, start }: Props) {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={intl.formatMessage({ id: 'introduction.notFound.title' })}
      subTitle={intl.formatMessage({ id: 'introduction.notFound.description' }, { slug })}
      extra={
        start && (
          <Link to={documentPath(start.slug)}>
            <Button type="primary">{intl.formatMessage({ id: 'introduction.notFound.action' }, { title: start.title })}</Button>
          </Link>
        )
      }
    />
  );
}
