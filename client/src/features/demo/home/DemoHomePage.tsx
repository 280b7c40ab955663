/** The demo home: figures of the demo goods (total, enabled, stock) and the latest goods, with a link to the demo list. */
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stat } from '@chakra-ui/react/stat';
import { Text } from '@chakra-ui/react/text';
import type { DemoHomePageQuery } from '../../../__generated__/DemoHomePageQuery.graphql.ts';
import { linkClick } from '../../../router/linkClick.ts';

const query = graphql`
  query DemoHomePageQuery {
    all: demoGoodsPage(first: 1) {
      totalCount
    }
    enabled: demoGoodsPage(first: 1, filter: { status: 1 }) {
      totalCount
    }
    latest: demoGoodsList(orderBy: "createTime", sort: desc) {
      id
      rowId
      title
      price
      stock
    }
  }
`;

export default function DemoHomePage() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const data = useLazyLoadQuery<DemoHomePageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const stock = data.latest.reduce((n, g) => n + g.stock, 0);
  const figures: [string, number][] = [
    ['demoHome.total', data.all.totalCount],
    ['demoHome.enabled', data.enabled.totalCount],
    ['demoHome.stock', stock],
  ];
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '6' }} maxW="5xl">
      <Heading as="h1" size="lg" mb="4">
        {f('demoHome.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6">
        {figures.map(([id, value]) => (
          <Stat.Root key={id} borderWidth="1px" borderRadius="md" p="4">
            <Stat.Label>{f(id)}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Heading as="h2" size="md" mb="2">
        {f('demoHome.latest')}
      </Heading>
      {data.latest.length === 0 ? (
        <Text color="fg.muted">{f('table.empty')}</Text>
      ) : (
        <Box as="ul" pl="5" mb="4">
          {data.latest.slice(0, 5).map((g) => (
            <li key={g.id}>
              {g.title} · {g.price}
            </li>
          ))}
        </Box>
      )}
      <Link href="/demo/crud" color="brand.fg" onClick={linkClick('/demo/crud')}>
        {f('demoHome.open')}
      </Link>
    </Box>
  );
}
