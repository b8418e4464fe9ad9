#include "plan_view.h"

#include "plan_edge_label.h"
#include "plan_layout.h"
#include "sql_editor.h"

#include <live_text.h>

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace sluice {

namespace {

constexpr qreal kNodeWidth = 200;
constexpr qreal kNodeHeight = 88;
constexpr qreal kLayerGap = 70;
constexpr qreal kRowGap = 18;
// The room kept between an edge label and the nodes.
constexpr qreal kLabelClearance = 14;
// QGraphicsItem::data() keys: the index into the statement's nodes, and what the item is.
constexpr int kIndexKey = 0;
constexpr int kItemKindKey = 1;

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

/// An operator's name as EXPLAIN prints it (a cluster's plan gives its kind alone).
QString titleOf(const PlanGraphNode &node)
{
    return fromStd(node.title.empty() ? node.kind : node.title);
}

// One operator: a rounded box with its name, parallelism, changelog mode and state TTL.
class PlanNodeItem : public QGraphicsItem
{
public:
    PlanNodeItem(const PlanGraphNode &node, const QPalette &palette,
                 std::function<void()> activated)
        : m_node(node), m_palette(palette), m_activated(std::move(activated))
    {
        setFlag(ItemIsSelectable);
        setAcceptHoverEvents(true);
        setCursor(Qt::PointingHandCursor);
        QStringList tip;
        tip << QStringLiteral("<b>%1</b>").arg(titleOf(node).toHtmlEscaped());
        tip << fromStd(node.description).toHtmlEscaped();
        for (const std::string &reason : node.reasons)
            tip << QStringLiteral("• %1").arg(fromStd(reason).toHtmlEscaped());
        if (!node.stateTtl.empty())
            tip << PlanView::tr("state TTL: %1").arg(fromStd(node.stateTtl)).toHtmlEscaped();
        tip << PlanView::tr("Double-click to select its SQL.");
        setToolTip(tip.join(QStringLiteral("<br>")));
    }

    const PlanGraphNode &node() const { return m_node; }

    QRectF boundingRect() const override { return {0, 0, kNodeWidth, kNodeHeight}; }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const bool stateful = !m_node.stateTtl.empty();
        // Boxes a step lighter than the background in both themes, outlined in the text colour.
        const QColor fill = m_palette.color(QPalette::Button);
        QColor border = m_palette.color(QPalette::Text);
        border.setAlphaF(0.45f);
        if (stateful)
            border = m_palette.color(QPalette::Link);
        if (isSelected())
            border = m_palette.color(QPalette::Highlight);
        painter->setPen(QPen(border, isSelected() ? 2.5 : 1.4));
        painter->setBrush(fill);
        painter->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 7, 7);

        const QColor text = m_palette.color(QPalette::Text);
        QColor dim = text;
        dim.setAlphaF(0.72f);
        QFont font = painter->font();
        QFont bold = font;
        bold.setBold(true);
        const QRectF area = boundingRect().adjusted(10, 6, -10, -6);
        const qreal line = QFontMetricsF(font).height();
        painter->setFont(bold);
        painter->setPen(text);
        painter->drawText(QRectF(area.left(), area.top(), area.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetricsF(bold).elidedText(
                              m_node.table.empty() ? titleOf(m_node)
                                                   : titleOf(m_node) + QStringLiteral(" · ") + fromStd(m_node.table),
                              Qt::ElideRight, area.width()));
        painter->setFont(font);
        painter->setPen(dim);
        const QString second = PlanView::tr("parallelism %1  ·  %2")
                                   .arg(m_node.parallelism)
                                   .arg(fromStd(m_node.changelogMode));
        painter->drawText(QRectF(area.left(), area.top() + line + 2, area.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetricsF(font).elidedText(second, Qt::ElideRight, area.width()));
        if (stateful) {
            // A join's TTL names both sides: let it wrap over the rest of the box. Where each
            // value comes from ("(table.exec.state.ttl)") is in the tooltip and the details.
            painter->setPen(m_palette.color(QPalette::Link));
            static const QRegularExpression kSource(QStringLiteral("\\s*\\([^)]*\\)"));
            const QString ttl = PlanView::tr("state TTL: %1").arg(fromStd(m_node.stateTtl).remove(kSource));
            const QRectF rest(area.left(), area.top() + 2 * line + 4, area.width(),
                              area.bottom() - (area.top() + 2 * line + 4));
            painter->setClipRect(rest);
            painter->drawText(rest, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, ttl);
        }
    }

protected:
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override
    {
        if (m_activated)
            m_activated();
        event->accept();
    }

private:
    PlanGraphNode m_node;
    QPalette m_palette;
    std::function<void()> m_activated;
};

} // namespace

PlanView::PlanView(QWidget *parent)
    : QWidget(parent), m_scene(new QGraphicsScene(this))
{
    setObjectName(QStringLiteral("PlanView"));
    m_runner.setFunction([](std::string text) -> std::any { return explainScript(text); });
    connect(&m_runner, &AnalysisRunner::finished, this, &PlanView::onFinished);

    m_statements = new QComboBox(this);
    m_statements->setObjectName(QStringLiteral("PlanStatements"));
    m_statements->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_statements->setMinimumContentsLength(16);
    m_status = new QLabel(this);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_status->setWordWrap(true);

    m_view = new QGraphicsView(m_scene, this);
    m_view->setObjectName(QStringLiteral("PlanGraph"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag);
    m_view->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_details = new QTextBrowser(this);
    m_details->setObjectName(QStringLiteral("PlanDetails"));
    const LiveSetter live(staticMetaObject.className());
    live(m_details, &QTextEdit::setPlaceholderText,
         QT_TR_NOOP("Click an operator to see what it does and why the planner chose it."));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setSizes({400, 110});
    m_details->setMinimumHeight(40);

    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("PlanText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(split, QString());
    m_tabs->addTab(m_text, QString());

    auto *top = new QHBoxLayout;
    auto *label = live.label(QT_TR_NOOP("&Statement:"), this);
    label->setBuddy(m_statements);
    top->addWidget(label);
    top->addWidget(m_statements, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_tabs, 1);
    // In a new language the tabs, and what the plan says, are worded again.
    LiveText::bind(m_tabs, [this] {
        m_tabs->setTabText(0, tr("Graph"));
        m_tabs->setTabText(1, tr("EXPLAIN"));
    });
    LiveText::bind(m_status, [this] {
        if (m_explained)
            setExplainResult(ExplainResult(m_result));
    });

    connect(m_statements, &QComboBox::currentIndexChanged, this, &PlanView::redraw);
    connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
        const QList<QGraphicsItem *> selected = m_scene->selectedItems();
        const QVariant index = selected.isEmpty() ? QVariant() : selected.first()->data(kIndexKey);
        showDetails(index.isValid() ? index.toInt() : -1);
    });
    setExplainResult({});
}

void PlanView::setExplainFunction(ExplainFunction explain)
{
    m_runner.setFunction([explain = std::move(explain)](std::string text) -> std::any {
        return explain(std::move(text));
    });
}

void PlanView::setEditor(SqlEditor *editor)
{
    if (editor == m_editor)
        return;
    disconnect(m_textConnection);
    m_editor = editor;
    if (!editor) {
        setExplainResult({});
        return;
    }
    m_textConnection = connect(editor, &QsciScintilla::textChanged, this,
                               [this] { replan(false); });
    replan(true);
}

void PlanView::replan(bool now)
{
    if (!m_editor)
        return;
    // Planning a hidden view is wasted work: remember to do it when it shows.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    if (now)
        m_runner.runNow(m_editor->utf8Text());
    else
        m_runner.schedule(m_editor->utf8Text());
}

void PlanView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        replan(true);
}

void PlanView::onFinished(quint64, const std::any &result, const QString &error)
{
    if (!error.isEmpty()) {
        ExplainResult failed;
        failed.diagnostics.error({}, "internal error in explain: " + error.toStdString(),
                                 "internal");
        setExplainResult(failed);
        return;
    }
    setExplainResult(std::any_cast<const ExplainResult &>(result));
}

void PlanView::setExplainResult(const ExplainResult &result)
{
    const QString previous = m_statements->currentText();
    const int previousIndex = m_statements->currentIndex();
    m_result = result;
    m_explained = true;
    {
        const QSignalBlocker blocker(m_statements);
        m_statements->clear();
        for (const StatementPlan &plan : m_result.graphs)
            m_statements->addItem(fromStd(plan.title));
        // Keep showing the same statement while the user types: by title, else by position.
        int index = m_statements->findText(previous);
        if (index < 0)
            index = std::min(previousIndex, m_statements->count() - 1);
        m_statements->setCurrentIndex(std::max(index, m_statements->count() > 0 ? 0 : -1));
    }
    m_statements->setEnabled(m_statements->count() > 1);

    QStringList texts;
    for (const auto &[title, text] : m_result.plans)
        texts << QStringLiteral("== %1 ==\n%2").arg(fromStd(title), fromStd(text));
    m_text->setPlainText(texts.join(QStringLiteral("\n\n")));

    int errors = 0;
    for (const Diagnostic &d : m_result.diagnostics)
        errors += d.severity == Severity::Error;
    if (m_result.graphs.empty()) {
        m_status->setText(errors > 0 ? tr("No plan: the script has %n error(s).", nullptr, errors)
                                     : tr("No plan: the script has no INSERT or SELECT."));
    } else {
        m_status->setText(errors > 0 ? tr("Statements with errors are not planned (%n error(s)).",
                                          nullptr, errors)
                                     : QString());
    }
    m_status->setVisible(!m_status->text().isEmpty());
    redraw();
}

int PlanView::currentStatement() const
{
    return m_statements->currentIndex();
}

void PlanView::setCurrentStatement(int index)
{
    m_statements->setCurrentIndex(index);
}

void PlanView::redraw()
{
    m_scene->clear();
    m_nodeCount = 0;
    m_edgeCount = 0;
    m_edgeLabels.clear();
    m_details->clear();
    const int index = m_statements->currentIndex();
    if (index < 0 || index >= int(m_result.graphs.size()))
        return;
    const StatementPlan &full = m_result.graphs[std::size_t(index)];
    // Exchanges are drawn as the label of the edge they stand on, as Flink's job graph does.
    const StatementPlan plan = PlanLayout::withoutExchanges(full);
    const std::vector<PlanLayout::Edge> edges = PlanLayout::edges(full);
    std::unordered_map<int, int> fullIndex; // node id -> index into full.nodes
    for (std::size_t i = 0; i < full.nodes.size(); ++i)
        fullIndex.emplace(full.nodes[i].id, int(i));
    const PlanLayout::Grid grid = PlanLayout::grid(plan);
    const std::vector<PlanLayout::Cell> &cells = grid.cells;
    int maxRows = 1;
    for (int rows : grid.rows)
        maxRows = std::max(maxRows, rows);

    // The gap between layers fits the widest label across the flow (a wide view) or the
    // label height along it (a tall one), arrow heads included.
    const QFont labelFont = PlanEdgeLabel::labelFont(font());
    const qreal labelHeight = PlanEdgeLabel::size(labelFont, QString(), kNodeWidth).height();
    qreal widestLabel = 0;
    for (const PlanLayout::Edge &edge : edges)
        widestLabel = std::max(
            widestLabel, PlanEdgeLabel::size(labelFont, fromStd(edge.exchange), kNodeWidth).width());
    const qreal layerGap = m_topToBottom ? std::max(kLayerGap, labelHeight + 2 * kLabelClearance)
                                         : std::max(kLayerGap, widestLabel + 2 * kLabelClearance);

    // A cell's top left corner. Each layer is centred against the widest one; layers run left
    // to right in a wide view and top to bottom in a tall one (the dock at the side).
    auto cellPos = [&](const PlanLayout::Cell &cell) {
        const int rows = grid.rows[std::size_t(cell.layer)];
        if (m_topToBottom) {
            const qreal offset = (maxRows - rows) * (kNodeWidth + kRowGap) / 2;
            return QPointF(offset + cell.row * (kNodeWidth + kRowGap), cell.layer * (kNodeHeight + layerGap));
        }
        const qreal offset = (maxRows - rows) * (kNodeHeight + kRowGap) / 2;
        return QPointF(cell.layer * (kNodeWidth + layerGap), offset + cell.row * (kNodeHeight + kRowGap));
    };

    const QPalette pal = palette();
    m_scene->setBackgroundBrush(pal.color(QPalette::Base));
    std::unordered_map<int, PlanNodeItem *> items;
    std::unordered_map<int, int> layerOf;
    for (std::size_t i = 0; i < plan.nodes.size(); ++i) {
        const PlanGraphNode &node = plan.nodes[i];
        const int begin = int(node.range.begin.offset);
        const int end = int(node.range.end.offset);
        const bool hasRange = node.range.valid();
        auto *item = new PlanNodeItem(node, pal, [this, begin, end, hasRange] {
            if (hasRange)
                emit nodeActivated(begin, end);
        });
        item->setPos(cellPos(cells[i]));
        item->setData(kIndexKey, fullIndex[node.id]);
        item->setData(kItemKindKey, QStringLiteral("node"));
        m_scene->addItem(item);
        items.emplace(node.id, item);
        layerOf.emplace(node.id, cells[i].layer);
        ++m_nodeCount;
    }

    QColor edgeColor = pal.color(QPalette::Text);
    edgeColor.setAlphaF(0.55f);
    // Labels by the layer of their producer: they share that layer's gap.
    std::map<int, std::vector<QGraphicsItem *>> labelsInGap;
    for (const PlanLayout::Edge &edge : edges) {
        const auto from = items.find(edge.from);
        const auto to = items.find(edge.to);
        if (from == items.end() || to == items.end())
            continue;
        // From the producer, through the slots of the layers the edge crosses, to the consumer.
        auto exitOf = [&](QPointF corner) {
            return corner + (m_topToBottom ? QPointF(kNodeWidth / 2, kNodeHeight) : QPointF(kNodeWidth, kNodeHeight / 2));
        };
        auto entryOf = [&](QPointF corner) {
            return corner + (m_topToBottom ? QPointF(kNodeWidth / 2, 0) : QPointF(0, kNodeHeight / 2));
        };
        std::vector<QPointF> points{exitOf(from->second->pos())};
        if (const auto crossing = grid.crossings.find({edge.from, edge.to}); crossing != grid.crossings.end()) {
            for (const PlanLayout::Cell &slot : crossing->second) {
                points.push_back(entryOf(cellPos(slot)));
                points.push_back(exitOf(cellPos(slot)));
            }
        }
        points.push_back(entryOf(to->second->pos()));
        const QPainterPath path = PlanEdgeLabel::edgePath(points, m_topToBottom);
        // The label sits in the first gap after the producer, where the curve is still its
        // own: it cannot reach a node there, and labels of one gap are spread apart below.
        const qreal along = (m_topToBottom ? points[0].y() : points[0].x()) + layerGap / 2;
        const QPointF at = PlanEdgeLabel::labelPoint(points, along, m_topToBottom);
        auto *line = m_scene->addPath(path, QPen(edgeColor, 1.5));
        line->setZValue(-1);
        ++m_edgeCount;

        const PlanGraphNode *exchange =
            edge.exchangeId >= 0 ? &full.nodes[std::size_t(fullIndex[edge.exchangeId])] : nullptr;
        auto *label = new PlanEdgeLabel(fromStd(edge.exchange), labelFont, kNodeWidth, pal, edgeColor);
        QString tip = tr("Exchange: %1").arg(fromStd(edge.exchange).toHtmlEscaped());
        if (exchange) {
            tip += QStringLiteral("<br><tt>%1</tt>").arg(fromStd(exchange->description).toHtmlEscaped());
            tip += QStringLiteral("<br>")
                   + tr("parallelism %1  ·  %2")
                         .arg(exchange->parallelism)
                         .arg(fromStd(exchange->changelogMode));
            label->setData(kIndexKey, fullIndex[edge.exchangeId]);
            label->setFlag(QGraphicsItem::ItemIsSelectable);
        } else if (edge.exchange == "forward") {
            tip += QStringLiteral("<br>") + tr("Chained: each subtask passes its records to the "
                                               "same subtask of the next operator.");
        } else {
            tip += QStringLiteral("<br>") + tr("The parallelism changes here: records are "
                                               "redistributed among the subtasks.");
        }
        label->setToolTip(tip);
        label->setData(kItemKindKey, QStringLiteral("edge-label"));
        label->setPos(at - QPointF(label->boundingRect().width() / 2,
                                   label->boundingRect().height() / 2));
        label->setZValue(1);
        m_scene->addItem(label);
        labelsInGap[layerOf[edge.from]].push_back(label);
        m_edgeLabels.push_back({edge.from, edge.to, fromStd(edge.exchange), label});
    }
    for (auto &[layer, labels] : labelsInGap)
        PlanEdgeLabel::spread(labels, m_topToBottom);
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-16, -16, 16, 16));
    fitGraph();
}

QList<PlanView::EdgeLabel> PlanView::edgeLabels() const
{
    QList<EdgeLabel> labels;
    for (const DrawnLabel &drawn : m_edgeLabels)
        labels.append({drawn.from, drawn.to, drawn.text, drawn.item->sceneBoundingRect()});
    return labels;
}

void PlanView::fitGraph()
{
    // Shrink a large graph to fit (down to a readable 75 %), never enlarge a small one.
    const QRectF scene = m_scene->sceneRect();
    const QSize viewport = m_view->viewport()->size();
    qreal scale = 1.0;
    if (!scene.isEmpty() && viewport.width() > 0 && viewport.height() > 0)
        scale = std::clamp(std::min(viewport.width() / scene.width(),
                                    viewport.height() / scene.height()),
                           0.75, 1.0);
    m_view->setTransform(QTransform::fromScale(scale, scale));
}

void PlanView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // A plan is a long chain of few columns: it runs down a side dock (up to half again as wide
    // as tall) and across a bottom one.
    const bool topToBottom = height() * 3 > width() * 2;
    if (topToBottom != m_topToBottom) {
        m_topToBottom = topToBottom;
        redraw();
    } else {
        fitGraph();
    }
}

void PlanView::showDetails(int index)
{
    const int statement = m_statements->currentIndex();
    if (index < 0 || statement < 0 || statement >= int(m_result.graphs.size())
        || index >= int(m_result.graphs[std::size_t(statement)].nodes.size())) {
        m_details->clear();
        return;
    }
    const PlanGraphNode &node = m_result.graphs[std::size_t(statement)].nodes[std::size_t(index)];
    QString html = QStringLiteral("<b>%1</b><br><tt>%2</tt>")
                       .arg(titleOf(node).toHtmlEscaped(),
                            fromStd(node.description).toHtmlEscaped());
    html += QStringLiteral("<br>") + tr("Parallelism: %1").arg(node.parallelism);
    html += QStringLiteral("<br>") + tr("Changelog mode: %1").arg(fromStd(node.changelogMode));
    if (!node.stateTtl.empty())
        html += QStringLiteral("<br>") + tr("State TTL: %1").arg(fromStd(node.stateTtl));
    if (!node.reasons.empty()) {
        html += QStringLiteral("<ul>");
        for (const std::string &reason : node.reasons)
            html += QStringLiteral("<li>%1</li>").arg(fromStd(reason).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_details->setHtml(html);
}

void PlanView::activateNode(int id)
{
    for (QGraphicsItem *item : m_scene->items()) {
        auto *node = dynamic_cast<PlanNodeItem *>(item);
        if (node && node->node().id == id && node->node().range.valid()) {
            emit nodeActivated(int(node->node().range.begin.offset),
                               int(node->node().range.end.offset));
            return;
        }
    }
}

void PlanView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        redraw();
}

} // namespace sluice
