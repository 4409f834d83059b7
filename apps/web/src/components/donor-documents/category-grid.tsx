import { Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { TipCategoryLayout } from '@portal/contract/entities/education';
import { useTranslation } from 'react-i18next';
import classes from './category-grid.module.css';

/** Deferral or adverse-event categories; each opens its education popup. */
export function CategoryGrid({ categories, onSelect }: { categories: TipCategoryLayout['categories']; onSelect: (code: string) => void }) {
  const { t } = useTranslation('donation-tips');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="ul" className={classes.list}>
      {categories.map((category, index) => (
        <li key={index}>
          <UnstyledButton
            className={classes.category}
            onClick={() => onSelect(category.code)}
            aria-label={t('learnMore', { name: category.name })}
          >
            <Image src={category.img} alt="" w={48} h={48} />
            <Text fw={600} ta="center" size="sm">
              {category.name}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
